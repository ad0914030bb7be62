variable"role"  {
type  =string
}
  
output"role"    {
	value    = var.role
  }
