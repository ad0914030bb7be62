include{
 path    =  find_in_parent_folders()
}
  
dependency"b"  {
	config_path  =  "../../region-2/unit-b/"
}  
