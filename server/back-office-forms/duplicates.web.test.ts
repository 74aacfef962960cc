import { testForms } from "../test-support/back-office-forms";
import { duplicateForms } from "./duplicates";

testForms(duplicateForms);
