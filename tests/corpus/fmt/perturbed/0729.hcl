locals{
      example=  "hello from original terragrunt dir"
 }  
