bucket_name= "my-prefix-qwe"  
