import { testForms } from "../back-office-forms";
import { careerForms } from "./recruiting";

testForms(careerForms);
