dynamic "rule"    {
      for_each    =  rules
	labels    =[rule.value.kind]
    content{
 port=  rule.value.port
      dynamic"cidr" {
      for_each=  rule.value.cidrs
    content    {
  block  ="${rule.key}:${cidr.value}"
	}
      }
}  
}
