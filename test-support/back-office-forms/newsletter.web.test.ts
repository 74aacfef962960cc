import { testForms } from "../back-office-forms";
import { newsletterForms } from "./newsletter";

testForms(newsletterForms);
