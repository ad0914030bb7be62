unit"app"    {
      source = "${values.base_url}//units/app"
 path    ="app"
}

