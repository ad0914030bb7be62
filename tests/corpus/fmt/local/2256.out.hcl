r = chomp("%{~if obj.enabled} yes %{else} no%{endif}%{if true} yes %{else} no%{endif}")
