import { testForms } from "../test-support/back-office-forms";
import { consultantForms } from "./consultants";

testForms(consultantForms);
