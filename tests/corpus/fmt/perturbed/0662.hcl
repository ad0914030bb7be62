terraform    {
  source  =    "../../modules//dependency"
}
