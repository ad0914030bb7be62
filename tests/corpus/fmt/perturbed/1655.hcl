rule    "x" {
  dynamic "cidr"{
    for_each =  names
	content{
 block    = cidr.value
  }  
      }
}
