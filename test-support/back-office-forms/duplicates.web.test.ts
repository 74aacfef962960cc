import { testForms } from "../back-office-forms";
import { duplicateForms } from "./duplicates";

testForms(duplicateForms);
