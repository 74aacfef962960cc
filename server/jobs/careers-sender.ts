import { company } from "../../domain/company/company";

/** Who e-mails to candidates and job-alert subscribers come from: the careers address, under the company's name. */
export const careersSender = (careersEmail: string) => ({ name: `${company.name} Careers`, address: careersEmail });
