terraform{
 required_version= ">= 1.0"
  
 required_providers{
	null    =  {

 source    ="registry.opentofu.org/hashicorp/null"
version  = "3.2.4"
 }
      }
}

resource  "null_resource"    "empty"  {
triggers= {
    always_run= timestamp( )
}

    provisioner "local-exec"{
	command    =    "echo 'sleeping...'; sleep 3; echo 'done sleeping'"
    }
}
