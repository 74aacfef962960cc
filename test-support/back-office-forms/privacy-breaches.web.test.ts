import { testForms } from "../back-office-forms";
import { breachForms } from "./privacy-breaches";

testForms(breachForms);
