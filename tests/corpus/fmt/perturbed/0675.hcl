terraform{
      source  = "../../modules-default//module1"
}

