
dependency"dep_123"    {
 config_path= 123
}
