import { testForms } from "../test-support/back-office-forms";
import { careerForms } from "./careers";

testForms(careerForms);
