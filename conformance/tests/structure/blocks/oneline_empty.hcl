svc {}
