import { testForms } from "../back-office-forms";
import { contentForms } from "./content";

testForms(contentForms);
