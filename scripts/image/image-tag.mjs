/** The image `npm run image` builds and `npm run test:image` runs. */
export const imageTag = process.env.NEXORA_IMAGE ?? "localhost/nexora-site:latest";
