import { testForms } from "../back-office-forms";
import { deskForms } from "./desk";

testForms(deskForms);
