import { testForms } from "../back-office-forms";
import { careerForms } from "./careers";

testForms(careerForms);
