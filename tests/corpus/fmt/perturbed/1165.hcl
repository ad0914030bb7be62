variable  "conflict_value" {
	type  = string
}  

output  "conflict_value" {
 value =    var.conflict_value
}
