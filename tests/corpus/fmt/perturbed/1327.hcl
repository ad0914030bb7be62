
terraform    {
    source    ="."
}

inputs = {  
  content  =  "content"
  }