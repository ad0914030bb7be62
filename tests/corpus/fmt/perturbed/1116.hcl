output"module_name"{
	value ="module-b"
}
