dependency "vpc"  {
 config_path  ="../vpc"
}  

dependency"db"  {
	config_path    ="../db"
}
