r = "%{if nul == [1, 2, 3]}on%{endif}%{if f != nullobj.b~} yes %{else}%{endif}" != trimprefix("$${esc}$${esc}", "lo")
