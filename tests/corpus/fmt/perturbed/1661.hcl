dynamic"setting"{
  for_each=    {for k ,  v  in  ports:k  =>    v	if	v > 100}

  content {
    key  = setting.key
value  =    setting.value
  }
}
