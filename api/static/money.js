// Money as every card and text writes it (agent/currency_words.py holds this very table, and
// tests/agent/test_money_signs.py runs formatMoney against the server's money_text): each sign names
// one currency, "$" is the US dollar's alone (NT$, S$, A$, HK$ for the other dollars), riel and yuan
// after the figure.

export const SIGNS = {
  USD: "$", TWD: "NT$", SGD: "S$", AUD: "A$", HKD: "HK$", CAD: "CA$", NZD: "NZ$", MXN: "MX$", BRL: "R$",
  PHP: "₱", EUR: "€", GBP: "£", JPY: "¥", KRW: "₩", INR: "₹", THB: "฿", VND: "₫", NGN: "₦", LAK: "₭",
  MYR: "RM", IDR: "Rp", MMK: "Ks", CHF: "Fr.",
  DKK: "Dkr", SEK: "Skr", NOK: "Nkr", ISK: "Íkr", CZK: "Kč", PLN: "zł", HUF: "Ft", RON: "lei", TRY: "₺",
  RUB: "₽", UAH: "₴", ILS: "₪", AED: "Dhs", SAR: "SR", QAR: "QR", EGP: "E£", ZAR: "R", KES: "KSh",
  PKR: "Rs", LKR: "SLRs", NPR: "NRs", BDT: "৳", ARS: "AR$", CLP: "CL$", COP: "Col$", PEN: "S/",
  RWF: "FRw", TND: "DT", BWP: "P", MAD: "DH", JOD: "JD", KWD: "KD", BHD: "BD", OMR: "RO", TZS: "TSh", UGX: "USh",
  KZT: "₸", UZS: "soʻm", KGS: "сом", MNT: "₮", GEL: "₾", AMD: "֏", AZN: "₼", NAD: "N$", MGA: "Ar", PYG: "₲",
  UYU: "UY$", BOB: "Bs", DOP: "RD$", XOF: "CFA", XAF: "FCFA", GHS: "GH₵", ETB: "Br", ZMW: "ZK", MZN: "MT",
  DZD: "DA", MUR: "MRs", TTD: "TT$", JMD: "J$", FJD: "FJ$", PGK: "K", BND: "B$", MOP: "Ptc", BTN: "Nu.",
  MVR: "Rf", RSD: "din.", TOP: "T$", GTQ: "Q",
  AOA: "Kz", HNL: "L", NIO: "C$", CRC: "₡", PAB: "B/.", VES: "Bs.D", HTG: "G", AWG: "Afl.", ANG: "NAf.",
  ALL: "Lek", BGN: "лв", MKD: "ден", AFN: "؋", GMD: "D", SLE: "Le", SZL: "E", LSL: "M", ERN: "Nfk", MRU: "UM",
  WST: "WS$", VUV: "VT", MWK: "MK", BAM: "KM", CVE: "Esc", SRD: "Sr$", XCD: "EC$", TJS: "SM",
  SBD: "SI$", MDL: "lei MD", BBD: "Bds$", BSD: "BS$", BZD: "BZ$", GYD: "G$", LRD: "L$", KYD: "CI$", BIF: "FBu", DJF: "Fdj", GNF: "FG", KMF: "CF", CDF: "FC", IQD: "ID", LYD: "LD", LBP: "LL", SDG: "£SD", SSP: "SS£", SYP: "LS", YER: "YR", IRR: "IR", SCR: "SRe", SOS: "Sh.So.", BYN: "Rbl", TMT: "TMm", STN: "Db", CUP: "CU$",
};
export const SIGNS_AFTER = { KHR: "៛", CNY: "元" };

const grouped = (n, digits) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: 2 });

/** "$318", "1,303,800៛", "2,306元", "NT$30,620.16", "€295": the amount with its currency's own sign. */
export function formatMoney(value, currency = "USD") {
  const n = Number(value);
  if (!Number.isFinite(n)) return "";
  const code = String(currency || "USD").toUpperCase();
  const figure = grouped(n, Number.isInteger(n) ? 0 : 2);
  if (SIGNS_AFTER[code]) return `${figure}${SIGNS_AFTER[code]}`;
  return SIGNS[code] ? `${SIGNS[code]}${figure}` : `${figure} ${code}`;
}
