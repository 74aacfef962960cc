export const imageTag: string;
