import QRCode from "qrcode";

/** The QR code of `text` as its side and its modules, row by row ("1" dark), for <QrCode>. */
export function qrModules(text: string): { size: number; modules: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, modules: Array.from(modules.data, (dark) => (dark ? "1" : "0")).join("") };
}
