import type { Language } from '@shop/contracts';

/** The commission statement file's headings and words, in the caller's language. */
export interface CommissionSheetTexts {
  title: string;
  month: string;
  salesman: string;
  orderNo: string;
  date: string;
  customer: string;
  status: string;
  amount: string;
  commission: string;
  paid: string;
  pending: string;
  total: string;
  earned: string;
}

export const COMMISSION_SHEET_TEXTS: Record<Language, CommissionSheetTexts> = {
  en: {
    title: 'Commission statement',
    month: 'Month',
    salesman: 'Salesman',
    orderNo: 'Order',
    date: 'Date',
    customer: 'Customer',
    status: 'Payment',
    amount: 'Order amount',
    commission: 'Commission',
    paid: 'Paid',
    pending: 'Pending',
    total: 'Total',
    earned: 'Earned (paid orders)',
  },
  fr: {
    title: 'Relevé de commissions',
    month: 'Mois',
    salesman: 'Commercial',
    orderNo: 'Commande',
    date: 'Date',
    customer: 'Client',
    status: 'Paiement',
    amount: 'Montant de la commande',
    commission: 'Commission',
    paid: 'Payée',
    pending: 'En attente',
    total: 'Total',
    earned: 'Acquise (commandes payées)',
  },
  es: {
    title: 'Extracto de comisiones',
    month: 'Mes',
    salesman: 'Comercial',
    orderNo: 'Pedido',
    date: 'Fecha',
    customer: 'Cliente',
    status: 'Pago',
    amount: 'Importe del pedido',
    commission: 'Comisión',
    paid: 'Pagado',
    pending: 'Pendiente',
    total: 'Total',
    earned: 'Ganada (pedidos pagados)',
  },
  it: {
    title: 'Estratto commissioni',
    month: 'Mese',
    salesman: 'Commerciale',
    orderNo: 'Ordine',
    date: 'Data',
    customer: 'Cliente',
    status: 'Pagamento',
    amount: 'Importo dell’ordine',
    commission: 'Commissione',
    paid: 'Pagato',
    pending: 'In attesa',
    total: 'Totale',
    earned: 'Maturata (ordini pagati)',
  },
  nl: {
    title: 'Commissieoverzicht',
    month: 'Maand',
    salesman: 'Verkoper',
    orderNo: 'Bestelling',
    date: 'Datum',
    customer: 'Klant',
    status: 'Betaling',
    amount: 'Bedrag bestelling',
    commission: 'Commissie',
    paid: 'Betaald',
    pending: 'In afwachting',
    total: 'Totaal',
    earned: 'Verdiend (betaalde bestellingen)',
  },
  pt: {
    title: 'Extrato de comissões',
    month: 'Mês',
    salesman: 'Comercial',
    orderNo: 'Encomenda',
    date: 'Data',
    customer: 'Cliente',
    status: 'Pagamento',
    amount: 'Valor da encomenda',
    commission: 'Comissão',
    paid: 'Paga',
    pending: 'Pendente',
    total: 'Total',
    earned: 'Ganha (encomendas pagas)',
  },
  ar: {
    title: 'كشف العمولات',
    month: 'الشهر',
    salesman: 'مندوب المبيعات',
    orderNo: 'الطلب',
    date: 'التاريخ',
    customer: 'العميل',
    status: 'الدفع',
    amount: 'مبلغ الطلب',
    commission: 'العمولة',
    paid: 'مدفوع',
    pending: 'قيد الانتظار',
    total: 'الإجمالي',
    earned: 'المكتسبة (الطلبات المدفوعة)',
  },
  zc: {
    title: '佣金结算单',
    month: '月份',
    salesman: '销售人员',
    orderNo: '订单',
    date: '日期',
    customer: '客户',
    status: '付款',
    amount: '订单金额',
    commission: '佣金',
    paid: '已付款',
    pending: '待付款',
    total: '合计',
    earned: '已获得（已付款订单）',
  },
};
