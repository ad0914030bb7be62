dependency"eks"    {
  config_path=  "../../eks"
}