inputs = {
  inherited = "This input is inherited"
}
