/**
 * The part of pdfmake 0.3's Node API (`js/index.js`: a ready instance) that the contract server uses.
 * pdfmake ships no types and @types/pdfmake describes 0.2; see server/pdf.ts.
 */
declare module 'pdfmake' {
  interface FontFiles {
    normal: string;
    bold?: string;
    italics?: string;
    bolditalics?: string;
  }
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(docDefinition: object, options?: object): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
