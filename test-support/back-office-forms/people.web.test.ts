import { testForms } from "../back-office-forms";
import { peopleForms } from "./people";

testForms(peopleForms);
