dependency "foo" {
      config_path=    "../foo"
}  
