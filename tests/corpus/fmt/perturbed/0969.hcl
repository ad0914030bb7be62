resource "terraform_data" "test"  {
  input ="test"
  }
