r = split("-", element([(<<-END
      quote " and \n raw
  END
), trimsuffix(smap.a, "lo")], 1))
