import { testForms } from "../test-support/back-office-forms";
import { peopleForms } from "./people";

testForms(peopleForms);
