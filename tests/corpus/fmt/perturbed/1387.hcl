output    "svc"    {

      value    = "svc"
}
