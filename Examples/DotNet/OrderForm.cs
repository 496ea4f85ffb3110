using System;
using System.ComponentModel.DataAnnotations;
using System.Text.RegularExpressions;
using System.Windows.Forms;

namespace Shop.Desktop
{
    /// <summary>Order entry (WinForms): phone, ZIP, delivery date, SKU and card.</summary>
    public partial class OrderForm : Form
    {
        private static readonly Regex ZipCode = new Regex(@"^\d{5}(-\d{4})?$");
        private static readonly Regex Sku = new Regex("^[A-Z]{3}-\\d{4}$", RegexOptions.IgnoreCase);

        private readonly MaskedTextBox phoneBox = new MaskedTextBox();
        private readonly MaskedTextBox zipBox = new MaskedTextBox("00000-9999");
        private readonly MaskedTextBox deliveryDateBox = new MaskedTextBox();
        private readonly MaskedTextBox skuBox = new MaskedTextBox();
        private readonly MaskedTextBox cardBox = new MaskedTextBox("0000 0000 0000 0000");
        private readonly TextBox emailBox = new TextBox();

        public OrderForm()
        {
            InitializeComponent();

            // The optional area code comes first; a local number is typed with a space for
            // each area-code digit (ResetOnSpace), so nothing is reported.
            phoneBox.Mask = "(999) 000-0000";

            deliveryDateBox.Mask = "00/00/0000";
            deliveryDateBox.ValidatingType = typeof(DateTime);

            // `>` upper-cases the letters as they are typed.
            skuBox.Mask = ">LLL-0000";

            Controls.AddRange(new Control[] { phoneBox, zipBox, deliveryDateBox, skuBox, cardBox, emailBox });
        }

        private bool IsValidOrder() =>
            ZipCode.IsMatch(zipBox.Text) && Sku.IsMatch(skuBox.Text) && IsValidEmail(emailBox.Text);

        // `IsMatch` searches: without anchors, "x@y.zz and more" passes too.
        private static bool IsValidEmail(string email) =>
            Regex.IsMatch(email, @"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+"); // expect: regex-unanchored
    }

    /// <summary>The order as the API receives it (DataAnnotations validation).</summary>
    public sealed class OrderRequest
    {
        [Required]
        [RegularExpression(@"^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$", ErrorMessage = "Invalid IBAN")]
        public string Iban { get; set; } = "";

        [RegularExpression(@"^\d{3,4}$", ErrorMessage = "The CVC has 3 or 4 digits")]
        public string Cvc { get; set; } = "";

        // A stray `^` in the middle: no string can satisfy this.
        [RegularExpression(@"^\d{5}^(-\d{4})?$")] // expect: regex-never-matches
        public string Zip { get; set; } = "";
    }
}
