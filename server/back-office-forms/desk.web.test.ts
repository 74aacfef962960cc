import { testForms } from "../test-support/back-office-forms";
import { deskForms } from "./desk";

testForms(deskForms);
