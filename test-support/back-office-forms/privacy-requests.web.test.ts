import { testForms } from "../back-office-forms";
import { privacyRequestForms } from "./privacy-requests";

testForms(privacyRequestForms);
