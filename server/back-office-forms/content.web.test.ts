import { testForms } from "../test-support/back-office-forms";
import { contentForms } from "./content";

testForms(contentForms);
