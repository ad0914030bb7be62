locals  {  
tier  = "cluster"
}

