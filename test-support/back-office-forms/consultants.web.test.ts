import { testForms } from "../back-office-forms";
import { consultantForms } from "./consultants";

testForms(consultantForms);
