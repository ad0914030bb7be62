dependency    "car"  {
  config_path= "../car"
}
