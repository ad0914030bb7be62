terraform  {
    source  =  "../../modules//module-a"
}
